/**
 * The ALTCHA widget reads a bare challenge; the API answers it inside the envelope (GET /human-check/challenge).
 * This fetch hands the widget the envelope's data, and a refusal as a failed answer.
 */
export const envelopeFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, { ...init, headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as {
    data?: unknown;
    response?: { status?: number };
  } | null;
  const ok = response.ok && body?.response?.status === 0;
  return new Response(JSON.stringify(ok ? body.data : {}), {
    status: ok ? 200 : response.status >= 400 ? response.status : 502,
    headers: { 'content-type': 'application/json' },
  });
};
