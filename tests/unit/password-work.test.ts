import { describe, expect, it } from "vitest";
import { createWorkQueue } from "~/features/auth/password-work.server";

describe("the password work queue", () => {
  it("never runs more than its size at once, takes jobs in order, and frees the slot of a job that throws", async () => {
    const inTurn = createWorkQueue(2);
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
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => inTurn(job(i))));
    expect(most).toBe(2);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(4);
    // And it is free again afterwards.
    expect(await inTurn(async () => "ok")).toBe("ok");
  });
});
