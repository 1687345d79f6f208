// Strapi loads a plugin's server from strapi-server.js; this compiles to it.
import server from './server';

export default server;
