import request from 'supertest';
import type { Core } from '@strapi/strapi';

const PASSWORD = 'Admin-Passw0rd';

/** Signs a user of the given admin role in (creating them on first use) and returns their session's token. */
export async function adminToken(strapi: Core.Strapi, roleCode: string, email: string): Promise<string> {
  const role = await strapi.db.query('admin::role').findOne({ where: { code: roleCode } });
  if (!role) throw new Error(`No admin role ${roleCode}`);
  if (!(await strapi.db.query('admin::user').findOne({ where: { email } }))) {
    await strapi
      .service('admin::user')
      .create({ email, firstname: 'Ada', lastname: 'Min', password: PASSWORD, isActive: true, roles: [role.id] });
  }
  const login = await request(strapi.server.httpServer).post('/admin/login').send({ email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`Admin login failed: ${login.status} ${login.text}`);
  return (login.body as { data: { token: string } }).data.token;
}

/**
 * Signs a user of the given admin role in and returns a request maker that carries their session's
 * bearer token, as the admin panel's own calls do.
 */
export async function adminSession(strapi: Core.Strapi, roleCode: string, email: string) {
  const token = await adminToken(strapi, roleCode, email);
  const http = request(strapi.server.httpServer);
  const auth = <T extends request.Test>(call: T): T => call.set('Authorization', `Bearer ${token}`) as T;
  return {
    get: (path: string) => auth(http.get(path)),
    post: (path: string) => auth(http.post(path)),
    put: (path: string) => auth(http.put(path)),
    delete: (path: string) => auth(http.delete(path)),
  };
}

export type AdminSession = Awaited<ReturnType<typeof adminSession>>;
