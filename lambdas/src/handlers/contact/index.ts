import { areaHandler } from '../../lib/http';
import { getGoals } from './get-goals';
import { getUpdate } from './get-update';
import { getUpdates } from './get-updates';
import { getWall } from './get-wall';
import { postContact } from './post-contact';

/** The public area: the contact form (anonymous or signed in), the gym wall, the community goals and the development updates. */
export const handler = areaHandler('contact', [postContact, getWall, getGoals, getUpdates, getUpdate]);
