import { useCommand } from '../../data/use-command'

/** The ranked listing of a day (today when `date` is empty), asked again when the day changes, on `reload`, and after
 *  a paper of it is marked, judged or added. */
export function useDigest(date: string) {
  const listing = useCommand('digest.get', date ? { date } : {})
  return {
    digest: listing.data ?? null,
    error: listing.error,
    loading: listing.isFetching,
    reload: listing.refetch,
  }
}
