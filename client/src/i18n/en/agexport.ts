import type { agexport as es } from '../es/agexport';

export const agexport: typeof es = {
  pageTitle: 'Automatic Video Generator | AGEXPORT and ChapinBox',
  logoLabel: 'ChapinBox, back to home',
  association: 'AGEXPORT',
  associationName: 'Guatemalan Exporters Association',
  title: 'Automatic Video Generator',
  testBanner: 'Test version: this tool is being tested and may change.',
  intro: 'Write the topic of your video and we will e-mail it to you when it is ready.',
  topicLabel: 'Video topic',
  topicPlaceholder: 'E.g.: Exporting Guatemalan coffee to the United States',
  emailLabel: 'E-mail',
  emailPlaceholder: 'you@email.com',
  submit: 'Generate video',
  submitting: 'Sending...',
  errors: {
    topicRequired: 'required field (Topic)',
    emailRequired: 'required field (Email)',
    emailInvalid: 'Please enter a valid email',
  },
  success: {
    title: 'Video requested successfully',
    note: 'You will receive the result by e-mail at:',
    another: 'Request another video',
    home: 'Back to home',
  },
  failure: {
    title: 'Error sending',
    description: 'We could not send your request. Please try again.',
  },
};
