/** Running invocations by the caller's call id, so `POST /api/cancel/<callId>` can abort them. */
export class CallRegistry {
  private readonly calls = new Map<string, AbortController>()

  register(callId: string, controller: AbortController): () => void {
    this.calls.set(callId, controller)
    return () => {
      if (this.calls.get(callId) === controller) this.calls.delete(callId)
    }
  }

  cancel(callId: string): boolean {
    const controller = this.calls.get(callId)
    if (controller === undefined) return false
    controller.abort(new Error('Cancelled by the client'))
    this.calls.delete(callId)
    return true
  }

  cancelAll(): void {
    for (const controller of this.calls.values()) controller.abort(new Error('The server is shutting down'))
    this.calls.clear()
  }
}

const callIdPattern = /^[A-Za-z0-9_-]{1,100}$/

export function isValidCallId(value: string): boolean {
  return callIdPattern.test(value)
}
