// Sign-in and per-request authentication on embedded PGlite: what every API call pays.
import { ADMIN_PASSWORD, benchApp, timeIt } from './support.mjs';

export async function run() {
  const { app, config, headers, close } = await benchApp();
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: config.adminEmail, password: ADMIN_PASSWORD },
    });
  for (let i = 0; i < 500; i++) {
    await app.inject({
      method: 'POST',
      url: '/api/user/registration',
      headers,
      payload: {
        firstName: 'Bench',
        lastName: `User ${i}`,
        email: `bench-${i}@example.com`,
        password: 'bench-password',
        role: 4,
      },
    });
  }
  const rows = [
    await timeIt('login (argon2id verify)', 20, login),
    await timeIt('checkAccessTokenAndGetUser', 200, () =>
      app.inject({
        method: 'POST',
        url: '/api/user/checkAccessTokenAndGetUser',
        headers,
        payload: {},
      }),
    ),
    await timeIt('user/getAll (501 users)', 50, () =>
      app.inject({ method: 'GET', url: '/api/user/getAll', headers }),
    ),
  ];
  await close();
  return rows;
}
