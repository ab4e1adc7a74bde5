import { areaHandler } from '../../lib/http';
import { postContact } from './create-contact';

/** The contact area: the contact form, anonymous or signed in. */
export const handler = areaHandler('contact', [postContact]);
