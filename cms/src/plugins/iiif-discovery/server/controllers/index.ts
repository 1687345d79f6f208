import activities from './activities';

export default { activities };
