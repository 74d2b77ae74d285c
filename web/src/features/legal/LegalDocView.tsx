import { Heading, Stack, Text } from '@chakra-ui/react';
import type { LegalDoc } from './legalTexts';

/** The body of one legal text, shared by the legal pages and the consent panels. */
export function LegalDocView({ doc, headingLevel = 'h2' }: { doc: LegalDoc; headingLevel?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Stack gap="5">
      {doc.sections.map((s) => (
        <Stack key={s.heading} gap="2">
          <Heading as={headingLevel} size="sm">
            {s.heading}
          </Heading>
          {s.paragraphs.map((p, i) => (
            <Text key={i} color="fg.muted" fontSize="sm" lineHeight="tall">
              {p}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
