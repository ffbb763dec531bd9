/**
 * Runs the jobs one after the other, each in a task of its own queued behind what the page has
 * to do now, so that they neither delay it nor add up to one long task; returns a function that
 * cancels the jobs not run yet. For work a page will need soon and can do while it waits on the
 * network. (Not requestIdleCallback: a page rendering its shell while its data is on the way is
 * seldom idle before the data comes, and the job would then run in the data's render.)
 */
export function runEachInOwnTask(jobs: readonly (() => void)[]): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const runFrom = (index: number) => {
    const job = jobs[index];
    if (job === undefined) return;
    pending = setTimeout(() => {
      job();
      runFrom(index + 1);
    });
  };
  runFrom(0);
  return () => clearTimeout(pending);
}
