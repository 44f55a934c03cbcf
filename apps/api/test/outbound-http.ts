import nock from 'nock';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * For suites that drive a real SDK (Razorpay, the courier) with its HTTP intercepted by nock: no
 * request may leave the machine (loopback stays open for supertest and the engine), and every
 * interceptor a test set up is dropped after it, so one test's replies never answer another's.
 */
export function interceptOutboundHttp(): void {
  beforeAll(() => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost|\[::1\]/);
  });
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());
}
