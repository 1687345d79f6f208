import queue from './queue';

export default { queue };
