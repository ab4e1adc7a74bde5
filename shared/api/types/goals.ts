import type { Goal, GoalFigures } from '../../goals';

/** Community goals: GET /goals (public) and the admin's goal routes. */

// GET /goals
export type GoalsResponse = GoalFigures;

/** A goal as the admin panel lists it: its version is sent back with an edit. */
export interface AdminGoal extends Goal {
  version: number;
}

// GET /admin/goals, and the answer of every goal write: the goals after it, in their order.
export interface AdminGoalsResponse {
  goals: AdminGoal[];
}
