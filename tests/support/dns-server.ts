/**
 * A real DNS server on loopback for the tests (issue 15): UDP on 127.0.0.1, a free port, answers
 * from an in-memory zone the test edits (A, AAAA, CNAME, TXT; NXDOMAIN for a name not in it). The
 * checker is pointed at it with DNS_SERVERS=`server.address`. `silent` makes it a resolver that
 * does not answer; `queries` counts what it was asked.
 */
import dns2 from "dns2";
import type { AddressInfo } from "node:net";

const { Packet } = dns2;
/** Type codes by name, reversed ('A', 'TXT'…): dns2 3.0.0 has no Packet.TYPE_NAME (3.1 does, but wants Node 22, issue 25). */
const TYPE_NAME: Record<number, string> = Object.fromEntries(Object.entries(Packet.TYPE).map(([name, code]) => [code, name]));
/** RFC 1035 §4.1.1: the name does not exist (Packet.RCODE is not in dns2 3.0.0's types). */
const NXDOMAIN = 3;

export type ZoneEntry = { a?: string[]; aaaa?: string[]; cname?: string; txt?: string[][] };

export type TestDnsServer = {
  /** '127.0.0.1:<port>', as DNS_SERVERS takes it. */
  address: string;
  port: number;
  /** The zone: lower-case names without a final dot. */
  zone: Map<string, ZoneEntry>;
  /** Every question asked, in order ('A', 'AAAA', 'CNAME', 'TXT', …). */
  queries: { name: string; type: string }[];
  /** When true, questions get no answer at all (a dead resolver). */
  silent: boolean;
  close(): Promise<void>;
};

const TTL = 60;

export async function startTestDnsServer(initial: Record<string, ZoneEntry> = {}): Promise<TestDnsServer> {
  const zone = new Map(Object.entries(initial));
  const queries: TestDnsServer["queries"] = [];
  const state = { silent: false };

  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const question = request.questions[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, "");
    const type = TYPE_NAME[question.type] ?? String(question.type);
    queries.push({ name, type });
    if (state.silent) return;
    const entry = zone.get(name);
    if (!entry) {
      response.header.rcode = NXDOMAIN;
      void send(response);
      return;
    }
    const base = { class: Packet.CLASS.IN, ttl: TTL };
    const record = (fields: Partial<dns2.Packet.Resource>) => new Packet.Resource({ ...base, ...fields });
    const addresses = (owner: string, of: ZoneEntry | undefined) => {
      if (question.type === Packet.TYPE.A) for (const address of of?.a ?? []) response.answers.push(record({ name: owner, type: Packet.TYPE.A, address }));
      if (question.type === Packet.TYPE.AAAA)
        for (const address of of?.aaaa ?? []) response.answers.push(record({ name: owner, type: Packet.TYPE.AAAA, address }));
    };
    if (entry.cname && question.type !== Packet.TYPE.TXT) {
      // A CNAME answers every type but its own kind of question's data lives at the target.
      response.answers.push(record({ name, type: Packet.TYPE.CNAME, domain: entry.cname }));
      addresses(entry.cname, zone.get(entry.cname));
    } else if (question.type === Packet.TYPE.TXT) {
      for (const chunks of entry.txt ?? []) response.answers.push(record({ name, type: Packet.TYPE.TXT, data: chunks }));
    } else {
      addresses(name, entry);
    }
    void send(response);
  });
  await server.listen(0, "127.0.0.1");
  const { port } = server.address() as AddressInfo;

  return {
    address: `127.0.0.1:${port}`,
    port,
    zone,
    queries,
    get silent() {
      return state.silent;
    },
    set silent(value: boolean) {
      state.silent = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
