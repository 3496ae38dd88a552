// The server's sources that the benches import (repositories, services) type-check against Fastify as the
// server augments it: the cookie plugin adds `request.cookies`.
import type {} from '@fastify/cookie';
