/**
 * Coalesces identical work in flight: while `run` for a key is running, another call with the same
 * key gets the same promise instead of starting it again; once it settles the key is free. The
 * storefront's server keys a page's render by its address and the page version, so twenty
 * shoppers asking for the home page on a cold cache cause one render, not twenty, and none of them
 * gets a page drawn at another version than the one it asked at.
 */
export function singleFlight() {
  /** @type {Map<string, Promise<unknown>>} */
  const running = new Map();
  return {
    /**
     * @template T
     * @param {string} key
     * @param {() => Promise<T>} run
     * @returns {{ joined: boolean, result: Promise<T> }}
     */
    run(key, run) {
      const ongoing = running.get(key);
      if (ongoing) return { joined: true, result: /** @type {Promise<T>} */ (ongoing) };
      const result = Promise.resolve()
        .then(run)
        .finally(() => {
          if (running.get(key) === result) running.delete(key);
        });
      running.set(key, result);
      return { joined: false, result };
    },
    /** How many keys have work in flight. */
    get size() {
      return running.size;
    },
  };
}
