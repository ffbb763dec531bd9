// Files of one station are ingested one after the other, in arrival order: a large file is
// stored in several short transactions, and the next file of the same station must start from
// its result (its "before" snapshot decides which parameter changes are new). Files of
// different stations run side by side.

export class StationQueue {
  private readonly tails = new Map<number, Promise<unknown>>();

  run<T>(stationId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(stationId) ?? Promise.resolve();
    const result = previous.then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(stationId, tail);
    void tail.then(() => {
      if (this.tails.get(stationId) === tail) this.tails.delete(stationId);
    });
    return result;
  }
}
