import { useEffect, useState } from 'react'
import type { Transport } from '../../../electron/shared/contract/transport'
import { useTransport } from '../../data/transport-context'

/** Asked once per connection: every "Add PDF…" and "Attach PDF" button shares the answer. */
const availability = new WeakMap<Transport, Promise<boolean>>()

function dialogAvailable(transport: Transport): Promise<boolean> {
  let answer = availability.get(transport)
  if (!answer) {
    answer = transport.invoke('library.pdfDialog', {}).then(
      (result) => result.available,
      () => false,
    )
    availability.set(transport, answer)
  }
  return answer
}

/** Whether the host picks PDFs in the system's file dialog (the desktop app); false in a browser. */
export function usePdfDialog(): boolean {
  const transport = useTransport()
  const [available, setAvailable] = useState(false)
  useEffect(() => {
    let current = true
    void dialogAvailable(transport).then((value) => {
      if (current) setAvailable(value)
    })
    return () => {
      current = false
    }
  }, [transport])
  return available
}
