import { describe, expect, it } from "vitest";
import { createPasswordWork, type Lane } from "~/features/auth/password-work.server";

/** A job that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("the password work queue", () => {
  it("never runs more than its size at once, takes jobs in order, and frees the slot of a job that throws", async () => {
    const work = createPasswordWork(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(i);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (i % 5 === 0) throw new Error(`job ${i}`);
      return i;
    };
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => work.run("ordinary", job(i))));
    expect(most).toBe(2);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(4);
    // And it is free again afterwards.
    expect(await work.run("ordinary", async () => "ok")).toBe("ok");
    expect(work.state()).toEqual({ running: 0, waiting: { priority: 0, ordinary: 0 }, admitted: { priority: 0, ordinary: 0 } });
  });

  it("serves the priority lane before every ordinary job already waiting (issue 23)", async () => {
    const work = createPasswordWork(2);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const enqueue = (name: string, lane: Lane) => {
      const g = gate();
      gates.set(name, g);
      return work.run(lane, async () => {
        started.push(name);
        await g.opened;
      });
    };
    const jobs = [enqueue("a1", "ordinary"), enqueue("a2", "ordinary"), enqueue("a3", "ordinary"), enqueue("a4", "ordinary")];
    expect(work.state().waiting.ordinary).toBe(2);
    jobs.push(enqueue("owner", "priority"));
    gates.get("a1")!.open();
    await jobs[0];
    // The freed slot went to the owner, ahead of a3 and a4 who were there first.
    expect(started).toEqual(["a1", "a2", "owner"]);
    for (const g of gates.values()) g.open();
    await Promise.all(jobs);
    expect(started).toEqual(["a1", "a2", "owner", "a3", "a4"]);
  });

  it("admits at most the running slots plus maxWaiting ordinary sign-ins, refuses the next one at once, and takes it again once a place is freed", () => {
    const work = createPasswordWork(2);
    const tickets = Array.from({ length: 5 }, () => work.admit({ lane: "ordinary", account: "x@y.test", maxWaiting: 3 }));
    expect(tickets.every((t) => t.ok)).toBe(true);
    const refused = work.admit({ lane: "ordinary", account: "z@y.test", maxWaiting: 3 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // A known browser still gets in: its lane is not the crowd's.
    const owner = work.admit({ lane: "priority", account: "owner@y.test", maxWaiting: 3 });
    expect(owner.ok && owner.ticket.lane).toBe("priority");
    // Releasing twice frees one place only.
    if (tickets[0]!.ok) {
      tickets[0].ticket.release();
      tickets[0].ticket.release();
    }
    expect(work.admit({ lane: "ordinary", account: "z@y.test", maxWaiting: 3 }).ok).toBe(true);
    expect(work.admit({ lane: "ordinary", account: "w@y.test", maxWaiting: 3 }).ok).toBe(false);
  });

  it("gives one account one place in the priority lane: a second known-browser sign-in of the same account queues with the crowd", () => {
    const work = createPasswordWork(2);
    const first = work.admit({ lane: "priority", account: "mine@attaque.test", maxWaiting: 1 });
    const second = work.admit({ lane: "priority", account: "mine@attaque.test", maxWaiting: 1 });
    const owner = work.admit({ lane: "priority", account: "owner@y.test", maxWaiting: 1 });
    expect([first.ok && first.ticket.lane, second.ok && second.ticket.lane, owner.ok && owner.ticket.lane]).toEqual(["priority", "ordinary", "priority"]);
    if (first.ok) first.ticket.release();
    const third = work.admit({ lane: "priority", account: "mine@attaque.test", maxWaiting: 1 });
    expect(third.ok && third.ticket.lane).toBe("priority");
  });
});
