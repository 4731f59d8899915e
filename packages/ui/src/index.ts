import './theme/index.ts';

export {
  vars,
  tokens,
  palette,
  breakpoints,
  media,
  spaces,
  contrastRatio,
  contrastLevel,
  fontPreloads,
  typography,
} from './theme/index.ts';
export type { Space, Breakpoint, Typography } from './theme/index.ts';

export { Container, containerWidths } from './layout/Container/Container.tsx';
export type { ContainerProps, ContainerWidth } from './layout/Container/Container.tsx';
export { Stack, stackAligns } from './layout/Stack/Stack.tsx';
export type { StackProps, StackAlign } from './layout/Stack/Stack.tsx';
export { Inline, inlineAligns, inlineAlignsY } from './layout/Inline/Inline.tsx';
export type { InlineProps } from './layout/Inline/Inline.tsx';
export { Grid, gridColumnCounts } from './layout/Grid/Grid.tsx';
export type { GridProps, GridColumnCount } from './layout/Grid/Grid.tsx';
export { Section, sectionTones, sectionPaddings } from './layout/Section/Section.tsx';
export type { SectionProps, SectionTone } from './layout/Section/Section.tsx';

// Links and actions
export type { NavigationLink } from './components/Link/navigation.ts';
export { LinkProvider, SmartLink } from './components/Link/LinkProvider.tsx';
export type { LinkComponentProps } from './components/Link/LinkProvider.tsx';
export { TextLink } from './components/Link/TextLink.tsx';
export { LinkedText, PhraseLinkProvider, splitOnPhrases } from './components/Link/LinkedText.tsx';
export type { PhraseLink, TextPart } from './components/Link/LinkedText.tsx';
export { Breadcrumb } from './components/Breadcrumb/Breadcrumb.tsx';
export type { BreadcrumbItem, BreadcrumbProps } from './components/Breadcrumb/Breadcrumb.tsx';
export { Button, ButtonLink, buttonVariants, buttonSizes } from './components/Button/Button.tsx';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './components/Button/Button.tsx';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden.tsx';

// Labels, headings, surfaces
export { Badge, badgeTones } from './components/Badge/Badge.tsx';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge.tsx';
export { Heading, headingLevels, headingSizes } from './components/Heading/Heading.tsx';
export type { HeadingProps, HeadingLevel, HeadingSize } from './components/Heading/Heading.tsx';
export { Text, textSizes, textTones, textWeights } from './components/Text/Text.tsx';
export type { TextProps } from './components/Text/Text.tsx';
export { SectionHeading } from './components/SectionHeading/SectionHeading.tsx';
export {
  PageSection,
  pageSectionAligns,
  pageSectionLevels,
  pageSectionSpaces,
} from './components/PageSection/PageSection.tsx';
export type { PageSectionProps } from './components/PageSection/PageSection.tsx';
export type { SectionHeadingProps } from './components/SectionHeading/SectionHeading.tsx';
export { Card } from './components/Card/Card.tsx';
export type { CardProps } from './components/Card/Card.tsx';

// Site chrome and page blocks
export { Hero } from './components/Hero/Hero.tsx';
export type { HeroProps } from './components/Hero/Hero.tsx';
export { PageHero } from './components/PageHero/PageHero.tsx';
export type { PageHeroProps, PageHeroMetaItem, PageHeroTone } from './components/PageHero/PageHero.tsx';
export { Reveal } from './components/Reveal/Reveal.tsx';
export { ScrollToTop, useScrollToTopOnRouteChange } from './components/ScrollToTop/ScrollToTop.tsx';
export { NotFound } from './components/NotFound/NotFound.tsx';
export { ErrorFallback } from './components/ErrorFallback/ErrorFallback.tsx';

// Courses
export { InfoCard } from './components/InfoCard/InfoCard.tsx';
export type { InfoCardProps } from './components/InfoCard/InfoCard.tsx';
export { Accordion } from './components/Accordion/Accordion.tsx';
export { TabSet } from './components/TabSet/TabSet.tsx';

// Finder
export { SearchField } from './components/SearchField/SearchField.tsx';
export type { SearchFieldProps } from './components/SearchField/SearchField.tsx';
export { FilterGroup } from './components/FilterGroup/FilterGroup.tsx';
export type { FilterGroupProps, FilterOption } from './components/FilterGroup/FilterGroup.tsx';
export { ResultCount } from './components/ResultCount/ResultCount.tsx';
export type { ResultCountProps } from './components/ResultCount/ResultCount.tsx';
export { EmptyResult } from './components/EmptyResult/EmptyResult.tsx';
export type { EmptyResultProps } from './components/EmptyResult/EmptyResult.tsx';
export type { TabSetItem, TabSetProps } from './components/TabSet/TabSet.tsx';

// Carousels
export { Carousel } from './components/Carousel/Carousel.tsx';
export type { CarouselRootProps, CarouselSlidesPerView, CarouselAutoplay } from './components/Carousel/Carousel.tsx';

// Organisation, offers, articles, documents
export { PdfViewer } from './components/PdfViewer/PdfViewer.tsx';

// Forms and feedback
export { Field } from './components/Field/Field.tsx';
export { TextField, EmailField, TelField } from './components/TextField/TextField.tsx';
export type { TextFieldProps } from './components/TextField/TextField.tsx';
export { Select } from './components/Select/Select.tsx';
export type { SelectOption, SelectProps } from './components/Select/Select.tsx';
export { Textarea } from './components/Textarea/Textarea.tsx';
export { Toaster, useToast } from './components/Toast/Toast.tsx';
export type { ToastOptions } from './components/Toast/Toast.tsx';
export { scrollToSection } from './utils/scrollToSection.ts';
export { LinkActionPanel } from './components/LinkActionPanel/LinkActionPanel.tsx';

// Text and lists
export { Prose, proseSizes } from './components/Prose/Prose.tsx';
export type { ProseProps, ProseSize } from './components/Prose/Prose.tsx';
export {
  FeatureList,
  featureListColumns,
  featureListHeadingLevels,
  featureListMarkers,
  featureListTones,
} from './components/FeatureList/FeatureList.tsx';
export type {
  FeatureListProps,
  FeatureListItem,
  FeatureListMarker,
  FeatureListTone,
} from './components/FeatureList/FeatureList.tsx';
export { ContactDetails, contactDetailsTones } from './components/ContactDetails/ContactDetails.tsx';
export type { ContactDetailsProps, ContactDetailsTone } from './components/ContactDetails/ContactDetails.tsx';
