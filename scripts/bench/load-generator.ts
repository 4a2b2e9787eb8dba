// autocannon in a process of its own: `node load-generator.ts '<options as JSON>'` prints the
// result as JSON. Run inside the bench's process, a garbage collection there (it holds
// Lighthouse's results) would stall reading answers and show up as the server's latency.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2] ?? "{}") as autocannon.Options;
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
