import { isStaff } from "@fm/domain";
import { LIVE_EVENT_KINDS, type LiveEvent } from "@fm/domain/contracts";
import { asc, gt, min } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { liveEvents } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { audiencesOf, mayReceive } from "./live-scope.ts";

/** The NOTIFY channel of migration 0049's fm_live_event trigger. */
export const LIVE_CHANNEL = "fm_live";
/** A reconnecting stream gets at most this many missed events; beyond that it is told to reload everything. */
export const CATCH_UP_MAX = 500;

/** One open stream (a browser tab): the signed-in user and how to hand it an event or a reset. */
export interface LiveSubscriber {
  user: AuthUser;
  send(event: LiveEvent): void;
}

const isKind = (k: unknown): k is LiveEvent["kind"] => LIVE_EVENT_KINDS.includes(k as LiveEvent["kind"]);

const parse = (payload: string): LiveEvent | null => {
  try {
    const v = JSON.parse(payload) as Record<string, unknown>;
    if (typeof v.id !== "number" || typeof v.workorderid !== "number" || !isKind(v.kind)) return null;
    return { id: v.id, workorderid: v.workorderid, kind: v.kind };
  } catch {
    return null;
  }
};

/**
 * One per instance: LISTENs on fm_live (from the first stream on) and fans each committed change out to the
 * streams whose user may see the order, checked against the order's customer and attached vendors. Events are
 * handed on in arrival order; a lost listening connection is followed by a read of the missed rows.
 */
export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  private listening: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private chain: Promise<void> = Promise.resolve();
  private lastId = 0;

  constructor(
    private readonly database: Database,
    private readonly log?: (msg: string) => void,
  ) {}

  get size() {
    return this.subscribers.size;
  }

  /** Adds a stream (starting to listen if it is the first); returns its removal. */
  async subscribe(sub: LiveSubscriber): Promise<() => void> {
    await this.start();
    this.subscribers.add(sub);
    return () => {
      this.subscribers.delete(sub);
    };
  }

  /** The events after `lastId` a user may see (a reconnecting stream), or "reset" when too many or pruned. */
  async catchUp(user: AuthUser, lastId: number): Promise<LiveEvent[] | "reset"> {
    const { db } = this.database;
    const [oldest] = await db.select({ id: min(liveEvents.id) }).from(liveEvents);
    if (oldest?.id === null || oldest?.id === undefined || Number(oldest.id) > lastId + 1) {
      // Nothing retained after it, or a gap that may be pruned rows: the screen reloads what it shows.
      if (oldest?.id === null || oldest?.id === undefined) return [];
      return "reset";
    }
    const rows = await db
      .select({ id: liveEvents.id, workorderid: liveEvents.workorderid, kind: liveEvents.kind })
      .from(liveEvents)
      .where(gt(liveEvents.id, lastId))
      .orderBy(asc(liveEvents.id))
      .limit(CATCH_UP_MAX + 1);
    if (rows.length > CATCH_UP_MAX) return "reset";
    const events = rows.filter((r): r is LiveEvent => isKind(r.kind));
    const audiences = isStaff(user)
      ? null
      : await audiencesOf(
          db,
          events.map((e) => e.workorderid),
        );
    return events.filter((e) => audiences === null || mayReceive(user, audiences.get(e.workorderid)));
  }

  async close() {
    this.subscribers.clear();
    await this.listening?.catch(() => {});
    await this.unlisten?.().catch(() => {});
    this.unlisten = null;
  }

  private start(): Promise<void> {
    this.listening ??= this.database
      .listen(
        LIVE_CHANNEL,
        (payload) => {
          const event = parse(payload);
          if (event) this.enqueue(() => this.dispatch([event]));
        },
        () => this.enqueue(() => this.recover()),
      )
      .then((unlisten) => {
        this.unlisten = unlisten;
      });
    return this.listening;
  }

  private enqueue(work: () => Promise<void>) {
    this.chain = this.chain.then(work).catch((err: unknown) => this.log?.(`live events: ${String(err)}`));
  }

  /** After the listening connection came back: hand on what was committed while it was away. */
  private async recover() {
    const rows = await this.database.db
      .select({ id: liveEvents.id, workorderid: liveEvents.workorderid, kind: liveEvents.kind })
      .from(liveEvents)
      .where(gt(liveEvents.id, this.lastId))
      .orderBy(asc(liveEvents.id))
      .limit(CATCH_UP_MAX);
    await this.dispatch(rows.filter((r): r is LiveEvent => isKind(r.kind)));
  }

  private async dispatch(events: LiveEvent[]) {
    if (events.length === 0) return;
    for (const e of events) this.lastId = Math.max(this.lastId, e.id);
    if (this.subscribers.size === 0) return;
    const needsScope = [...this.subscribers].some((s) => !isStaff(s.user));
    const audiences = needsScope
      ? await audiencesOf(
          this.database.db,
          events.map((e) => e.workorderid),
        )
      : null;
    for (const sub of this.subscribers) {
      for (const e of events) {
        if (audiences === null || mayReceive(sub.user, audiences.get(e.workorderid))) sub.send(e);
      }
    }
  }
}
