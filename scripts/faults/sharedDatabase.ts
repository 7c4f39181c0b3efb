import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded';
import {
  call,
  check,
  DEMO_PASSWORD,
  isEnvelope,
  login,
  sleep,
  startServer,
  stopServer,
} from './server';
import { cleanups, figures, tempDir, track } from './harness';

/**
 * A database apart from the servers (DATABASE_URL): 3. stopped under a running server (503 in
 * the envelope, then recovery without a restart once it is back); 4. two servers on it serving
 * one session alternately and sharing the sign-in throttle; 5. a production start with demo
 * accounts on the demo password warns.
 */

async function startDatabase(dir: string, port?: number): Promise<EmbeddedDatabase> {
  return startEmbeddedPostgres(dir, { port, persistent: true });
}

export async function databaseDownAndBack(): Promise<void> {
  console.log('\n3. the database stopped under a running server, then back');
  const dbDir = tempDir('database');
  let database = await startDatabase(dbDir);
  const port = Number(new URL(database.url).port);
  cleanups.push(() => database.stop());
  const server = track(
    await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: tempDir('server3'),
      AUTH_RATE_LIMIT: '1000',
    }),
  );
  await server.ready;
  const token = await login(server.baseUrl);
  const list = () =>
    call(server.baseUrl, 'GET', '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=5', token);
  check((await list()).status === 200, 'lists answer while the database is up');
  await database.stop();
  const down: number[] = [];
  let allEnveloped = true;
  for (let i = 0; i < 10; i++) {
    const answer = await list();
    down.push(answer.status);
    allEnveloped &&= isEnvelope(answer) && answer.body?.success === false;
  }
  check(
    down.every((s) => s === 503),
    `with the database down every call answers 503 (${down.join(', ')})`,
  );
  check(allEnveloped, 'each 503 carries the envelope {success:false, message, result}');
  const loginDown = await call(server.baseUrl, 'POST', '/api/Account/Login', undefined, {
    username: 'admin',
    password: DEMO_PASSWORD,
  });
  check(
    loginDown.status === 503 && isEnvelope(loginDown),
    `sign-in with the database down answers ${loginDown.status} in the envelope`,
  );
  const backAt = Date.now();
  database = await startDatabase(dbDir, port);
  const databaseStart = Date.now() - backAt;
  let recovered = 0;
  for (let i = 0; i < 200; i++) {
    if ((await list()).status === 200) {
      recovered = Date.now() - backAt;
      break;
    }
    await sleep(50);
  }
  check(
    recovered > 0,
    `the server answers again ${recovered} ms after the database was started again (the database took ${databaseStart} ms), without a restart`,
  );
  check(
    server.child.exitCode === null,
    `the same server process (${server.child.pid}) is still running`,
  );
  figures.push(
    `database down: 503 with the envelope (${down.length} of ${down.length} calls); recovered ${recovered} ms after the database came back (${databaseStart} ms of it the database's own start), no restart`,
  );

  console.log('\n4. two servers on one DATABASE_URL');
  const other = track(
    await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: tempDir('server4'),
      AUTH_RATE_LIMIT: '1000',
    }),
  );
  await other.ready;
  const session = await login(server.baseUrl, 'staff');
  const requests = await call<{ gridRows: Array<{ id: number }> }>(
    other.baseUrl,
    'GET',
    '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=1',
    session,
  );
  check(requests.status === 200, 'signed in on server A, the session lists requests on server B');
  const requestId = requests.body?.result.gridRows[0]?.id;
  const added = await call(other.baseUrl, 'POST', '/api/BinaryRequest/AddNote', session, {
    requestId,
    noteText: 'written on B',
  });
  check(added.status === 200, 'the session writes a note on server B');
  const notes = await call<Array<{ noteText: string }>>(
    server.baseUrl,
    'GET',
    `/api/BinaryRequest/GetNotes?requestId=${requestId}`,
    session,
  );
  check(
    notes.body?.result.some((n) => n.noteText === 'written on B') === true,
    'and reads it back on server A',
  );
  const logout = await call(other.baseUrl, 'POST', '/api/Account/Logout', session);
  const afterLogout = await call(
    server.baseUrl,
    'GET',
    '/api/Account/GetUserOrganizations',
    session,
  );
  check(
    logout.status === 200 && afterLogout.status === 401,
    `signed out on B, the token is refused on A (${afterLogout.status})`,
  );
  // The per-account sign-in throttle holds across both: failures alternate between the servers.
  let lastFailure = 0;
  const failures: number[] = [];
  for (let i = 0; i < 10; i++) {
    const target = i % 2 === 0 ? server : other;
    lastFailure = (
      await call(target.baseUrl, 'POST', '/api/Account/Login', undefined, {
        username: 'jlee',
        password: `wrong-password-${i}`,
      })
    ).status;
    failures.push(lastFailure);
  }
  console.log(`  failed sign-ins answered ${failures.join(', ')}`);
  const throttled = await call(server.baseUrl, 'POST', '/api/Account/Login', undefined, {
    username: 'jlee',
    password: DEMO_PASSWORD,
  });
  check(
    lastFailure === 400 && throttled.status === 429,
    `10 failed sign-ins for one account, alternating between A and B, throttle the next on A (${throttled.status})`,
  );

  console.log('\n5. production with the demo password still in use');
  const production = track(
    await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: tempDir('server5'),
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
    }),
  );
  await production.ready;
  await sleep(1000);
  check(
    /WARNING: production server with demo accounts that sign in with the demo password: admin/.test(
      production.output(),
    ),
    'the start warns while demo accounts sign in with the demo password',
  );
  await stopServer(production);
  figures.push('production start with demo accounts on the demo password: warns');
  figures.push(
    'two servers, one database: one session served alternately (sign in on A, read and write on B, sign out on B refuses on A); sign-in throttle shared',
  );
}
