import { createInProcessTransport } from '../../electron/main/hosts/in-process/in-process-transport'
import { describeTransportConformance } from './transport-conformance'

describeTransportConformance('in-process', async (engine) => ({
  transport: createInProcessTransport(engine),
  close: async () => {},
}))
