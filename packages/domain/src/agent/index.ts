// The agent unit's entry: exactly what code outside src/agent/ uses of it.
export {
  AGENT_APPLICATION_MAX_LENGTH,
  type AgentApplicationForm,
  checkAgentApplication,
  cleanAgentApplication,
} from './agent.rules.ts';
