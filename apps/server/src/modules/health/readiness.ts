// Whether this instance wants new requests, as `/ready` tells a load balancer. An instance told to
// stop (SIGTERM) first says no for a while, so the balancer's checks take it out while it still
// serves, and only then stops accepting connections (shutdown.ts).
export class Readiness {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }
}
