import { runCli } from './run-cli.js';

// The exit code is set, not forced, so everything written to a pipe is flushed before Node exits.
process.exitCode = await runCli(process.argv.slice(2), { handleSignals: true });
