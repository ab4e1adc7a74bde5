/** Settings that differ between stages. Chosen once, in infra/bin; constructs receive them as props. */
export interface StageConfig {
  stage: string;
  /** RETAIN stateful resources and turn on deletion protection. */
  retainData: boolean;
}

const prod: StageConfig = { stage: 'prod', retainData: true };

function devLike(stage: string): StageConfig {
  return { stage, retainData: false };
}

/** The config of a stage by name: `prod` is production; any other name gets dev-like defaults. */
export function stageConfig(stage: string): StageConfig {
  return stage === 'prod' ? prod : devLike(stage);
}
