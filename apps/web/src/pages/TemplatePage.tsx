import { TemplateScreen } from '../features/auth/TemplateScreen';

export function TemplatePage() {
  return <TemplateScreen />;
}
