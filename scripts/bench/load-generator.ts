// autocannon in a process of its own: `node load-generator.ts '<options as JSON>' [warm-up s]`
// prints the result as JSON. Run inside the bench's process, a garbage collection there (it holds
// Lighthouse's results) would stall reading answers and show up as the server's latency.
// The warm-up runs the same load first, in this process, and is not reported: the first seconds
// of a fresh process, the server's and this one's alike, run code V8 has not compiled yet.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2] ?? "{}") as autocannon.Options;
const warmUpSeconds = Number(process.argv[3] ?? 0);
if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
