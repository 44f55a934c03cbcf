import { z } from 'zod';

/**
 * Xpressbees' shipping API: `POST /api/users/login` {email, password} → {status, data: token};
 * `POST /api/courier/serviceability` (Bearer) {origin, destination, payment_type, …} →
 * {status, data: [courier options]}. The token is cached; one overall deadline bounds each check.
 */
export interface XpressbeesConfig {
  baseUrl: string;
  username: string;
  password: string;
}

const LoginAnswerSchema = z.object({ status: z.literal(true), data: z.string().min(1) });
const ServiceabilityAnswerSchema = z.object({ status: z.boolean(), data: z.unknown().optional() });

/** Tokens are re-fetched after this long even if the upstream never says they expired. */
const TOKEN_TTL_MS = 6 * 60 * 60 * 1000;

export class XpressbeesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XpressbeesError';
  }
}

export class XpressbeesClient {
  protected token: { value: string; expiresAt: number } | null = null;
  private login: Promise<string> | null = null;
  private readonly base: string;

  constructor(
    private readonly config: XpressbeesConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.base = config.baseUrl.replace(/\/+$/, '');
  }

  protected async post(
    path: string,
    body: unknown,
    signal: AbortSignal,
    token?: string,
    method: 'POST' | 'GET' = 'POST',
  ): Promise<{ status: number; json: unknown }> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
      signal,
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new XpressbeesError(`Xpressbees ${path} answered ${res.status} with a non-JSON body`);
    }
    return { status: res.status, json };
  }

  protected async getToken(signal: AbortSignal): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    this.login ??= (async () => {
      try {
        const { status, json } = await this.post(
          '/api/users/login',
          { email: this.config.username, password: this.config.password },
          signal,
        );
        const parsed = LoginAnswerSchema.safeParse(json);
        if (status !== 200 || !parsed.success)
          throw new XpressbeesError(`Xpressbees login failed (HTTP ${status})`);
        this.token = { value: parsed.data.data, expiresAt: this.now() + TOKEN_TTL_MS };
        return parsed.data.data;
      } finally {
        this.login = null;
      }
    })();
    return this.login;
  }

  /** Whether some courier serves origin → destination for this payment type. */
  async isServiceable(
    origin: string,
    destination: string,
    paymentType: 'prepaid' | 'cod',
    signal: AbortSignal,
  ): Promise<boolean> {
    const body = {
      origin,
      destination,
      payment_type: paymentType,
      order_amount: '999',
      weight: '500',
      length: '30',
      breadth: '25',
      height: '5',
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const token = await this.getToken(signal);
      const { status, json } = await this.post('/api/courier/serviceability', body, signal, token);
      if (status === 401 && attempt === 0) {
        this.token = null; // expired token: log in again once
        continue;
      }
      const parsed = ServiceabilityAnswerSchema.safeParse(json);
      if (!parsed.success || status >= 500)
        throw new XpressbeesError(
          `Xpressbees serviceability answered HTTP ${status} with an unexpected body`,
        );
      return parsed.data.status && Array.isArray(parsed.data.data) && parsed.data.data.length > 0;
    }
    throw new XpressbeesError('Xpressbees refused the token');
  }
}
