/** The site shell's capacity check; the traffic gate middleware decides before this route runs. */
export default {
  routes: [{ method: 'GET', path: '/rate-limit', handler: 'rate-limit.check', config: { auth: false } }],
};
