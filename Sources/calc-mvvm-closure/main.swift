import CalculatorCLI
import MVVMClosure

await CalculatorCommand<MVVMClosureApp>.main()
