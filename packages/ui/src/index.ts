// The theme's values as CSS custom properties (--fab-…), their raw values and the type scale. The global styles and
// the self-hosted fonts are opt-in: base.css and fonts.css in the build, '@fabrique/ui/theme' inside the monorepo.
export { vars } from './theme/contract.css.ts';
export { tokens, palette, breakpoints, media, spaces } from './theme/tokens.ts';
export type { Space, Breakpoint } from './theme/tokens.ts';
export { typography } from './theme/typography.css.ts';
export type { Typography } from './theme/typography.css.ts';

export { Container } from './layout/Container/Container.tsx';
export type { ContainerProps, ContainerWidth } from './layout/Container/Container.tsx';
export { Stack } from './layout/Stack/Stack.tsx';
export type { StackProps, StackAlign } from './layout/Stack/Stack.tsx';
export { Inline } from './layout/Inline/Inline.tsx';
export type { InlineProps, InlineAlign, InlineAlignY } from './layout/Inline/Inline.tsx';
export { Grid } from './layout/Grid/Grid.tsx';
export type { GridProps, GridColumnCount } from './layout/Grid/Grid.tsx';
export { Section } from './layout/Section/Section.tsx';
export type { SectionProps, SectionTone, SectionPadding } from './layout/Section/Section.tsx';

// Links and actions
export { LinkProvider, SmartLink } from './components/Link/LinkProvider.tsx';
export type { LinkComponentProps, LinkProviderProps, SmartLinkProps } from './components/Link/LinkProvider.tsx';
export { TextLink } from './components/Link/TextLink.tsx';
export { LinkedText, PhraseLinkProvider } from './components/Link/LinkedText.tsx';
export type {
  ForeignPhrase,
  LinkedTextProps,
  PhraseLink,
  PhraseLinkProviderProps,
} from './components/Link/LinkedText.tsx';
export { Breadcrumb } from './components/Breadcrumb/Breadcrumb.tsx';
export type { BreadcrumbItem, BreadcrumbProps } from './components/Breadcrumb/Breadcrumb.tsx';
export { Button, ButtonLink } from './components/Button/Button.tsx';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './components/Button/Button.tsx';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden.tsx';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx';

// Icons: as elements, or drawn by a ::before in your own vanilla-extract styles (maskedIcon)
export { Icon, SocialIcon } from './icons/icons.tsx';
export type { IconProps, SocialIconProps, SocialNetwork } from './icons/icons.tsx';
export { GlyphIcon } from './icons/GlyphIcon.tsx';
export type { GlyphIconProps } from './icons/GlyphIcon.tsx';
export type { Glyph } from './icons/glyphs.ts';
export { maskedIcon } from './icons/maskedIcon.ts';

// Labels, headings, surfaces
export { Badge } from './components/Badge/Badge.tsx';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge.tsx';
export { Heading } from './components/Heading/Heading.tsx';
export type { HeadingProps, HeadingLevel, HeadingSize } from './components/Heading/Heading.tsx';
export { Text } from './components/Text/Text.tsx';
export type { TextProps, TextSize, TextWeight, TextTone } from './components/Text/Text.tsx';
export { SectionHeading } from './components/SectionHeading/SectionHeading.tsx';
export { PageSection } from './components/PageSection/PageSection.tsx';
export type { PageSectionProps } from './components/PageSection/PageSection.tsx';
export type { SectionHeadingProps } from './components/SectionHeading/SectionHeading.tsx';
export { Card } from './components/Card/Card.tsx';
export type { CardProps, CardTone, CardPadding, CardElement } from './components/Card/Card.tsx';

// Site chrome and page blocks
export { Hero } from './components/Hero/Hero.tsx';
export type { HeroProps } from './components/Hero/Hero.tsx';
export { PageHero } from './components/PageHero/PageHero.tsx';
export type {
  PageHeroProps,
  PageHeroMetaItem,
  PageHeroTone,
  PageHeroImage,
  PageHeroImagePlacement,
  PageHeroSize,
} from './components/PageHero/PageHero.tsx';
export { Reveal } from './components/Reveal/Reveal.tsx';
export { ScrollToTop, useScrollToTopOnRouteChange } from './components/ScrollToTop/ScrollToTop.tsx';
export { NotFound } from './components/NotFound/NotFound.tsx';
export { ErrorFallback } from './components/ErrorFallback/ErrorFallback.tsx';

// Courses
export { InfoCard } from './components/InfoCard/InfoCard.tsx';
export type { InfoCardProps, InfoCardIcon } from './components/InfoCard/InfoCard.tsx';
// Compound components: the namespace (`Accordion.Root`) and the named parts (`AccordionRoot`) work alike in server and
// client components.
export { Accordion } from './components/Accordion/AccordionNamespace.ts';
export { AccordionRoot, AccordionItem, AccordionTrigger, AccordionContent } from './components/Accordion/Accordion.tsx';
export { TabSet } from './components/TabSet/TabSetNamespace.tsx';
export { TabSetRoot, TabSetList, TabSetTrigger, TabSetContent } from './components/TabSet/TabSet.tsx';

// Finder
export { SearchField } from './components/SearchField/SearchField.tsx';
export type { SearchFieldProps } from './components/SearchField/SearchField.tsx';
export { FilterGroup } from './components/FilterGroup/FilterGroup.tsx';
export type { FilterGroupProps, FilterOption } from './components/FilterGroup/FilterGroup.tsx';
export { ResultCount } from './components/ResultCount/ResultCount.tsx';
export type { ResultCountProps } from './components/ResultCount/ResultCount.tsx';
export { EmptyResult } from './components/EmptyResult/EmptyResult.tsx';
export type { EmptyResultProps } from './components/EmptyResult/EmptyResult.tsx';
export type {
  TabSetRootProps,
  TabSetListProps,
  TabSetTriggerProps,
  TabSetContentProps,
  TabListAlign,
  TabActivationMode,
} from './components/TabSet/TabSet.tsx';
export type { TabSetItem, TabSetProps } from './components/TabSet/TabSetNamespace.tsx';

// Carousels
export { Carousel } from './components/Carousel/CarouselNamespace.ts';
export {
  CarouselRoot,
  CarouselViewport,
  CarouselSlide,
  CarouselPrevious,
  CarouselNext,
  CarouselPlayPause,
} from './components/Carousel/Carousel.tsx';
export type {
  CarouselRootProps,
  CarouselViewportProps,
  CarouselSlideProps,
  CarouselControlProps,
  CarouselPreviousProps,
  CarouselNextProps,
  CarouselPlayPauseProps,
  CarouselSlidesPerView,
  CarouselAutoplay,
  CarouselControlTone,
  CarouselGap,
  SlidesPerViewCount,
} from './components/Carousel/Carousel.tsx';

// Organisation, offers, articles, documents
export { PdfViewer } from './components/PdfViewer/PdfViewer.tsx';

// Forms and feedback
export { Field } from './components/Field/Field.tsx';
export { TextField, EmailField, TelField } from './components/TextField/TextField.tsx';
export type { TextFieldProps, EmailFieldProps, TelFieldProps } from './components/TextField/TextField.tsx';
export { Select } from './components/Select/Select.tsx';
export type { SelectOption, SelectProps } from './components/Select/Select.tsx';
export { Textarea } from './components/Textarea/Textarea.tsx';
export { Toaster, useToast } from './components/Toast/Toast.tsx';
export type { ToastOptions, ToastApi, ToastVariant } from './components/Toast/Toast.tsx';
export { LinkActionPanel } from './components/LinkActionPanel/LinkActionPanel.tsx';

// Text and lists
export { Prose } from './components/Prose/Prose.tsx';
export type { ProseProps, ProseSize } from './components/Prose/Prose.tsx';
export { FeatureList } from './components/FeatureList/FeatureList.tsx';
export type {
  FeatureListProps,
  FeatureListItem,
  FeatureListMarker,
  FeatureListTone,
} from './components/FeatureList/FeatureList.tsx';
export { ContactDetails } from './components/ContactDetails/ContactDetails.tsx';
export type { ContactDetailsProps, ContactDetailsTone } from './components/ContactDetails/ContactDetails.tsx';
export type { TextLinkProps } from './components/Link/TextLink.tsx';
export type { RevealProps } from './components/Reveal/Reveal.tsx';
export type { ScrollToTopProps, NavigationType } from './components/ScrollToTop/ScrollToTop.tsx';
export type { NotFoundProps } from './components/NotFound/NotFound.tsx';
export type { ErrorFallbackProps } from './components/ErrorFallback/ErrorFallback.tsx';
export type { PdfViewerProps, PdfViewerDisplay } from './components/PdfViewer/PdfViewer.tsx';
export type { FieldProps } from './components/Field/Field.tsx';
export type { TextareaProps } from './components/Textarea/Textarea.tsx';
export type { ToasterProps } from './components/Toast/Toast.tsx';
export type { LinkActionPanelProps, LinkActionState } from './components/LinkActionPanel/LinkActionPanel.tsx';
export type {
  AccordionRootProps,
  AccordionItemProps,
  AccordionTriggerProps,
  AccordionContentProps,
  AccordionHeadingLevel,
} from './components/Accordion/Accordion.tsx';

// Words: every built-in text and accessible name, French by default
export { MessagesProvider, useMessages, french, english } from './messages/messages.tsx';
export type { Messages, MessagesProviderProps } from './messages/messages.tsx';
