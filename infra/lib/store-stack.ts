import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';

export interface StoreStackProps extends StackProps {
  config: StageConfig;
}

/** The whole store for one stage. */
export class StoreStack extends Stack {
  constructor(scope: Construct, id: string, props: StoreStackProps) {
    super(scope, id, props);
  }
}
