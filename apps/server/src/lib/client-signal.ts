import type { FastifyReply, FastifyRequest } from 'fastify';

/** True when the client has closed its connection before getting its answer. */
export function isClientGone(request: FastifyRequest, reply: FastifyReply): boolean {
  const socket = request.raw.socket as typeof request.raw.socket | null | undefined;
  return (
    socket?.destroyed === true || request.raw.aborted || (reply.raw.destroyed && !reply.raw.writableFinished)
  );
}

/** Aborted as soon as the client goes away before its answer is sent; hand it to long or queued work. */
export function clientSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  if (isClientGone(request, reply)) {
    controller.abort();
    return controller.signal;
  }
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
