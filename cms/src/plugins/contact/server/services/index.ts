import captcha from './captcha';
import inquiries from './inquiries';
import limits from './limits';
import mailer from './mailer';
import state from './state';
import submissions from './submissions';

export default { captcha, inquiries, limits, mailer, state, submissions };
