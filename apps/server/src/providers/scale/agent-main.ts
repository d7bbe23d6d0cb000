import { openSerialDevice, startScaleAgent } from './agent';
import { readEnv } from '../../env';

// The scale agent as a program: SCALE_SERIAL_PATH (default /dev/ttyUSB0), SCALE_SERIAL_BAUD (9600),
// SCALE_AGENT_PORT (2002). The server reads it with SCALE_PROVIDER=agent and SCALE_AGENT_URL=http://127.0.0.1:2002.
const env = readEnv();
const path = env.SCALE_SERIAL_PATH;
const agent = await startScaleAgent({
  serial: openSerialDevice(path, env.SCALE_SERIAL_BAUD),
  port: env.SCALE_AGENT_PORT,
});
process.stdout.write(`Agente da balança (${path}) em ${agent.url}/peso\n`);
const stop = () => void agent.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
