import image from './image';
import status from './status';

export default { image, status };
