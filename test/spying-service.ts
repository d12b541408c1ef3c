// A Service that notes the body of each endpoint it is asked, before the real one answers: what a
// front door (a command, an MCP tool) sent, for tests of what reaches the analysis.
import { ENDPOINTS, type Service } from '../src/service/service.js';

export interface Call {
  endpoint: string;
  body: Record<string, unknown>;
}

/** `service`, each endpoint's call noted in `calls` first. */
export function spying(service: Service, calls: Call[]): Service {
  return new Proxy(service, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string' || !Object.hasOwn(ENDPOINTS, key)) return value;
      return (query: unknown, body: Record<string, unknown>, ...rest: unknown[]) => {
        calls.push({ endpoint: key, body });
        return value.call(target, query, body, ...rest);
      };
    },
  });
}
