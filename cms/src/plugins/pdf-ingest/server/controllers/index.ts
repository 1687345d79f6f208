import ingest from './ingest';

export default { ingest };
