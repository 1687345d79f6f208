import activities from './activities';
import changes from './changes';

export default { activities, changes };
