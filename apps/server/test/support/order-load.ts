// Sixteen clients at once, each searching the catalogue and placing an order every third request,
// for the tests that kill and stop instances under load: every request with when it began and
// ended and how it went. An order whose answer was lost is placed again afterwards with the same
// Idempotency-Key, as a client that heard nothing would, so every order stored gets acknowledged.
// A client waits a bounded time for an answer, as a browser or a load balancer in front does.
export const PASSWORD = 'portal-demo-2026';

export interface Outcome {
  kind: 'search' | 'order';
  started: number;
  ended: number;
  /** The HTTP status, or null when no answer came (connection reset, refused). */
  status: number | null;
  error?: string;
}

export interface OrderBody {
  lineasPedido: { codigo: string; Cantidad: number }[];
  idContacto: number;
  acceptedConditions: true;
}

/** How long a client waits for an answer before it gives the request up, as a browser would. */
const ANSWER_WAIT_MS = 15_000;

const SEARCHES = [
  '/productos/search?queryString=fil%20acer&size=15',
  '/productos/search?sort=price,desc&size=15',
  '/productos/search?queryString=torxa&page=1&size=15',
  '/productos/search?sort=name,asc&page=2&size=15',
];

export async function logIn(base: string, username: string, from?: string): Promise<string> {
  const response = await fetch(`${base}/auth/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: new URLSearchParams({ grant_type: 'password', username, password: PASSWORD }).toString(),
  });
  if (response.status !== 200) throw new Error(`log-in of ${username}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An order of one product over the minimum amount, to the customer's first contact. */
export async function anOrder(base: string, token: string): Promise<OrderBody> {
  const get = async <T>(url: string) =>
    (await (
      await fetch(`${base}/api/v1${url}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const contacts = await get<{ id: number }[]>('/cliente/contactos');
  const products = await get<{ content: { codigo: string; lote: number | null; minimumQuantity: number }[] }>(
    '/productos/search?sort=price,desc&size=30',
  );
  const product = products.content.find((p) => !p.lote && p.minimumQuantity <= 1)!;
  return {
    lineasPedido: [{ codigo: product.codigo, Cantidad: 1 }],
    idContacto: contacts[0]!.id,
    acceptedConditions: true,
  };
}

export function placeOrder(base: string, token: string, order: OrderBody, key: string) {
  return fetch(`${base}/api/v1/pedidos/add`, {
    signal: AbortSignal.timeout(ANSWER_WAIT_MS),
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(order),
  });
}

export interface OrderLoad {
  /** Stops the clients after their current request; resolves with every request's outcome. */
  stop(): Promise<Outcome[]>;
  /** Places again, with their keys, the orders that got no acknowledgement. */
  settle(): Promise<void>;
  /** Every order acknowledged: its Idempotency-Key and its code. */
  placed: Map<string, string>;
}

export function startLoad(options: {
  base: string;
  token: string;
  order: OrderBody;
  tag: string;
}): OrderLoad {
  const { base, token, order, tag } = options;
  const outcomes: Outcome[] = [];
  const placed = new Map<string, string>();
  const unanswered = new Set<string>();
  let running = true;

  const timed = async (kind: Outcome['kind'], call: () => Promise<Response>) => {
    const started = performance.now();
    try {
      const response = await call();
      const body = await response.text();
      outcomes.push({ kind, started, ended: performance.now(), status: response.status });
      return { status: response.status, body };
    } catch (error) {
      const cause =
        (error as { name?: string }).name === 'TimeoutError'
          ? 'timeout'
          : ((error as { cause?: { code?: string } }).cause?.code ?? String(error));
      outcomes.push({ kind, started, ended: performance.now(), status: null, error: cause });
      return undefined;
    }
  };

  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      if (i % 3 !== 2) {
        const url = SEARCHES[(n + i) % SEARCHES.length]!;
        await timed('search', () =>
          fetch(`${base}/api/v1${url}`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(ANSWER_WAIT_MS),
          }),
        );
        continue;
      }
      const key = `${tag}-${n}-${i}`;
      const answer = await timed('order', () => placeOrder(base, token, order, key));
      if (answer?.status === 201) placed.set(key, (JSON.parse(answer.body) as { Codigo: string }).Codigo);
      else unanswered.add(key);
    }
  };
  const clients = Array.from({ length: 16 }, (_, n) => client(n));

  return {
    placed,
    stop: async () => {
      running = false;
      await Promise.all(clients);
      return outcomes;
    },
    settle: async () => {
      for (const key of unanswered) {
        // A client that hears nothing this time either tries once more, with the same key.
        const again = await placeOrder(base, token, order, key).catch(() =>
          placeOrder(base, token, order, key),
        );
        if (again.status !== 200 && again.status !== 201)
          throw new Error(`order ${key} placed again: ${again.status} ${await again.text()}`);
        placed.set(key, ((await again.json()) as { Codigo: string }).Codigo);
      }
      unanswered.clear();
    },
  };
}

/** The outcomes that failed: no answer, or an answer other than 200/201. */
export const failures = (outcomes: Outcome[]) =>
  outcomes.filter((o) => o.status === null || (o.status !== 200 && o.status !== 201));
