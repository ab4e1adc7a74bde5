import { areaHandler } from '../../lib/http';
import { getUpdate } from './get-update';
import { getUpdates } from './get-updates';
import { getWall } from './get-wall';
import { postContact } from './post-contact';

/** The public area: the contact form (anonymous or signed in), the gym wall and the development updates. */
export const handler = areaHandler('contact', [postContact, getWall, getUpdates, getUpdate]);
