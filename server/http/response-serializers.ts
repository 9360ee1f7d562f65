// Response serializers compiled on a route's first answer instead of at start-up. Fastify builds
// a fast-json-stringify function for every response schema of every route when the server
// starts; the contract has a few hundred of them, while a process answers a handful of routes in
// its first minutes. The compiler, its options and the shared schemas are Fastify's own: only the
// moment of compiling moves. A schema that cannot compile fails its route's first answer (a 500)
// instead of the start: test/server/contract-fuzz.test.ts calls every operation, so the tests
// still compile them all.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<Factory>>;

export const serializersOnFirstUse: Factory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: Serializer | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};
