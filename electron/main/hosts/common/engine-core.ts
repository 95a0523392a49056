import type { Handlers } from '../../../shared/contract/handlers'
import type { EventBus } from '../../engine'

/** The part of the engine a transport needs: the handlers and the event stream. */
export interface EngineCore {
  handlers: Handlers
  events: Pick<EventBus, 'subscribe' | 'lastSeq' | 'replay'>
}
