// A client of the contract (./contracts.ts) over oRPC's OpenAPI link.
// An answer with an error status becomes an ORPCError whose code is that
// of the status (404: NOT_FOUND) and whose data is the body; when the
// procedure declares that error and the body matches its schema, the
// error is defined (`isDefinedError`), with the declared message and the
// parsed body. Written by docgen.
import {
  COMMON_ORPC_ERROR_DEFS,
  createORPCClient,
  ORPCError,
  type ClientContext,
  type ClientLink,
} from '@orpc/client';
import { isContractProcedure, validateORPCError, type ContractRouterClient } from '@orpc/contract';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { router } from './contracts';

/** The client of every procedure of `router`. */
export type Client = ContractRouterClient<typeof router>;

/**
 * `url` with its query as the service reads it, OpenAPI's form style with
 * `explode: true`: `tag=a&tag=b`. oRPC's OpenAPI link writes a query in
 * bracket notation, an array as `tag[0]=a&tag[1]=b`, and escapes `\`, `[`
 * and `]` in names; a query member of the contract is a value or an array
 * of values, so its name is the text before the first unescaped `[`. A
 * space is sent as `%20`.
 */
export function formQuery(url: URL): URL {
  const plain = (key: string): string => {
    let name = '';
    for (let i = 0; i < key.length; ++i) {
      if (key[i] === '\\' && i + 1 < key.length) name += key[++i];
      else if (key[i] === '[') break;
      else name += key[i];
    }
    return name;
  };
  const form = new URL(url);
  form.search = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(plain(k))}=${encodeURIComponent(v)}`)
    .join('&');
  return form;
}

/** The code the contract declares for an error status. */
export function errorCode(status: number): string {
  const common = Object.entries(COMMON_ORPC_ERROR_DEFS).find(([, d]) => d.status === status);
  return common ? common[0] : `STATUS_${status}`;
}

/** A client calling the service at `url` (`http://127.0.0.1:8080`), sending `headers`. */
export function createClient(url: string, headers: Record<string, string> = {}): Client {
  const link = new OpenAPILink(router, {
    url,
    headers: () => headers,
    clientInterceptors: [
      (options) => options.next({ ...options, request: { ...options.request, url: formQuery(options.request.url) } }),
    ],
    customErrorResponseBodyDecoder: (body, response) =>
      new ORPCError(errorCode(response.status), { status: response.status, data: body }),
  });
  const declared: ClientLink<ClientContext> = {
    async call(path, input, options) {
      try {
        return await link.call(path, input, options);
      } catch (e) {
        const procedure = path.reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key],
          router,
        );
        if (!(e instanceof ORPCError) || !isContractProcedure(procedure)) throw e;
        const error = await validateORPCError(procedure['~orpc'].errorMap, e);
        const message = error.defined ? procedure['~orpc'].errorMap[error.code]?.message : undefined;
        if (!message) throw error;
        const { code, status, data } = error;
        throw new ORPCError(code, { defined: true, status, message, data, cause: e });
      }
    },
  };
  return createORPCClient(declared);
}
