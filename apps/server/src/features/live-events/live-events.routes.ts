import { EventsQuery, type LiveEvent, StreamTicket } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRoute, signedIn } from "../../platform/auth/access.ts";
import { bearer } from "../../platform/auth/authenticate.ts";
import { loadUser } from "../../platform/auth/load-user.ts";
import { nowOf } from "../../platform/clock.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { unauthorized } from "../../platform/errors.ts";
import { LiveHub } from "./live-hub.ts";
import { liveEventsRetentionJob } from "./live-retention.ts";
import { issueTicket, openTicket } from "./stream-ticket.ts";

const tags = ["events"];
/** A comment line this often keeps proxies from closing an idle stream; every third one re-checks the session. */
export const HEARTBEAT_MS = 20_000;

const lastEventIdOf = (query: number | undefined, header: string | string[] | undefined): number => {
  if (query !== undefined) return query;
  const h = Array.isArray(header) ? header[0] : header;
  return h && /^\d{1,15}$/.test(h) ? Number(h) : 0;
};

/**
 * Live screens (issue 33, decision 0045-o33live): POST /api/events/ticket, then one EventSource per tab on
 * GET /api/events?ticket=…: `change` events ({ id, workorderid, kind }) of the orders the user may see,
 * `reset` when a reconnect missed too much, a heartbeat comment, catch-up from Last-Event-ID / lastEventId.
 */
export const liveEventRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const hub = new LiveHub(ctx.database, (msg) => app.log.warn(msg));
  app.addHook("onClose", () => hub.close());
  ctx.jobs.register(liveEventsRetentionJob);
  ctx.jobs.daily(liveEventsRetentionJob, () => ({}));

  app.post(
    "/api/events/ticket",
    { config: { access: signedIn }, schema: { tags, response: { 200: StreamTicket } } },
    async (req) => {
      const token = bearer(req);
      if (!token) throw unauthorized();
      return issueTicket(ctx.secrets, await ctx.verifier.verify(token), nowOf(ctx));
    },
  );

  // The ticket is the authentication (an EventSource sends no headers), so the route itself is public.
  app.get(
    "/api/events",
    {
      config: { access: publicRoute },
      schema: {
        tags,
        querystring: EventsQuery,
        response: {
          200: z.string().describe("text/event-stream: change / reset events, heartbeat comments"),
        },
      },
    },
    async (req, reply) => {
      const claims = openTicket(ctx.secrets, req.query.ticket, nowOf(ctx));
      const user = await loadUser(db, claims);
      const lastId = lastEventIdOf(req.query.lastEventId, req.headers["last-event-id"]);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-store, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
      });
      res.write("retry: 2000\n\n");

      let open = true;
      let caughtUpTo = lastId;
      let pending: LiveEvent[] | null = [];
      const write = (e: LiveEvent) => {
        if (open && e.id > caughtUpTo)
          res.write(`id: ${e.id}\nevent: change\ndata: ${JSON.stringify(e)}\n\n`);
      };
      const unsubscribe = await hub.subscribe({
        user,
        send: (e) => (pending ? pending.push(e) : write(e)),
      });
      let beats = 0;
      const heartbeat = setInterval(() => {
        res.write(": ping\n\n");
        beats++;
        if (beats % 3 === 0) {
          // A sign-out, block or role change ends the stream (the tab asks for a new ticket, or stops).
          loadUser(db, claims).catch(() => res.end());
        }
      }, HEARTBEAT_MS);
      const stop = () => {
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
      };
      req.raw.on("close", stop);
      res.on("close", stop);

      try {
        if (lastId > 0) {
          const missed = await hub.catchUp(user, lastId);
          if (missed === "reset") res.write(`event: reset\ndata: {}\n\n`);
          else for (const e of missed) write(e);
          if (missed !== "reset") caughtUpTo = missed.at(-1)?.id ?? lastId;
        }
      } finally {
        const buffered = pending ?? [];
        pending = null;
        for (const e of buffered) write(e);
      }
    },
  );
};
