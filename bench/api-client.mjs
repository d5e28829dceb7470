/**
 * The product's HTTP calls as the benchmarks make them: `/auth/...` as is, every other path under `/api/v1`; a
 * body makes it a POST; a failed call throws with its status and the start of its answer.
 */
export function apiClient(base) {
  return async function call(path, body, token, method = body === undefined ? 'GET' : 'POST') {
    const response = await fetch(`${base}${path.startsWith('/auth/') ? '' : '/api/v1'}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} ${response.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : undefined;
  };
}
